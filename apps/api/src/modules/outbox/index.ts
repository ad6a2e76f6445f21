// The front door of the outbox module (decision 066): all that other modules and the rest of src/ may import.
export { orderMessageChannels } from './channels.js';
export type { THolderContact, TOrderMessage, TPaymentLinkPayload } from './outbox.repository.js';
export {
  claimDueMessages,
  enqueueMessage,
  enqueueOrderMessages,
  findOrderHolder,
  listMessagesOfOrder,
  markMessageAttemptFailed,
  markMessageSent,
  markMessageSkipped,
  skipPendingMessages,
} from './outbox.repository.js';
