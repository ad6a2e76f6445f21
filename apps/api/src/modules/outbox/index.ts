export { orderMessageChannels } from './channels.js';
export type { THolderContact, TOrderMessage } from './outbox.repository.js';
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
