export type { MessageSender } from './email-document';
export {
  deliverDueMessages,
  MESSAGES_BATCH,
  type MessageOutboxOptions,
  type MessageRun,
  type QueuedMessage,
  queueShopperMessage,
  startShopperMessageOutbox,
} from './outbox';
