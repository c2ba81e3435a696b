import { Integration } from '../modules/integrations/integration.entity';
import { IntegrationMode } from '../modules/integrations/integration-mode.entity';
import { ApiKey } from '../modules/integrations/api-key.entity';
import { Customer } from '../modules/customers/customer.entity';
import { OutboxEvent } from '../events/event.entity';
import { WebhookAttempt, WebhookDelivery } from '../events/webhook.entity';

export const ENTITIES = [Integration, IntegrationMode, ApiKey, Customer, OutboxEvent, WebhookDelivery, WebhookAttempt];
