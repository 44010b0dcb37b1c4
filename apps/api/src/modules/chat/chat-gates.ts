import type { Db } from '../../db/client.ts';
import type { ConversationRow } from './chat.repository.ts';

/**
 * A check another module makes before a message is stored in a conversation (a paid consultation's chat refuses
 * messages once it is closed, ADR 0039). Runs in the sending transaction under the conversation's lock, so a close
 * that commits first is seen; it throws an AppError to refuse.
 */
export type ChatGate = (tx: Db, conversation: ConversationRow, senderId: number, now: Date) => Promise<void>;

const GATES = new Map<string, ChatGate>();

/** Declares a gate by name (called when the module's routes are registered; registering again replaces it). */
export function registerChatGate(name: string, gate: ChatGate): void {
  GATES.set(name, gate);
}

/** Runs every declared gate on a message about to be stored. */
export async function checkChatGates(tx: Db, conversation: ConversationRow, senderId: number): Promise<void> {
  const now = new Date();
  for (const gate of GATES.values()) await gate(tx, conversation, senderId, now);
}
