import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import type { Storefront } from './storefront.entity';

@ObjectType('Storefront')
export class StorefrontType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: 'The hosted shop is /shop/<slug> once published' }) slug: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field() currency: string;
  @Field({ description: 'inactive or active (published)' }) status: string;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  // Resolved through loaders (StorefrontResolver).
  storefrontId: number;

  static from(s: Storefront): StorefrontType {
    return Object.assign(new StorefrontType(), {
      id: String(s.id),
      storefrontId: s.id,
      name: s.name,
      slug: s.slug,
      description: s.description,
      currency: s.currency,
      status: s.status,
      domain: s.domain,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
    });
  }
}

export const StorefrontConnection = Connection(StorefrontType, 'Storefront');
