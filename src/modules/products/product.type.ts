import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/scalars';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Connection } from '../../graphql/connection';
import { inStock, type Product } from './product.entity';

@ObjectType('Product')
export class ProductType {
  @Field(() => ID) id: string;
  @Field() productCode: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field() slug: string;
  @Field() currency: string;
  @Field(() => MoneyScalar) price: number;
  @Field(() => Int, { nullable: true, description: 'Stock in all (sold included); null when unlimited and never set' }) quantity: number | null;
  @Field(() => Int) quantitySold: number;
  @Field() unlimited: boolean;
  @Field() inStock: boolean;
  @Field() isShippable: boolean;
  @Field() active: boolean;
  @Field(() => String, { nullable: true }) splitCode: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata: Record<string, unknown> | null;
  @Field(() => Int) minimumOrderable: number;
  @Field(() => Int, { nullable: true }) maximumOrderable: number | null;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;

  static from(p: Product): ProductType {
    return Object.assign(new ProductType(), {
      id: String(p.id),
      productCode: p.productCode,
      name: p.name,
      description: p.description,
      slug: p.slug,
      currency: p.currency,
      price: p.price,
      quantity: p.quantity,
      quantitySold: p.quantitySold,
      unlimited: p.unlimited,
      inStock: inStock(p),
      isShippable: p.isShippable,
      active: p.active,
      splitCode: p.splitCode,
      metadata: p.metadata,
      minimumOrderable: p.minimumOrderable,
      maximumOrderable: p.maximumOrderable,
      domain: p.domain,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    });
  }
}

export const ProductConnection = Connection(ProductType, 'Product');
