import type { SellerMessage, SellerMessagesResponse, UpdateSellerMessageBody } from '@souk/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { messageKeys } from './get-messages.js';
import { messagesApi } from './messages-api.js';

/**
 * Puts the server's copy of a message in every loaded list at once (read, handled, a new reply), then
 * reads the lists again: the order (unread first) and the filters' contents may have changed.
 */
function storeMessage(queryClient: QueryClient, message: SellerMessage): void {
  queryClient.setQueriesData<SellerMessagesResponse>({ queryKey: messageKeys.lists() }, (list) =>
    list
      ? { ...list, messages: list.messages.map((item) => (item.id === message.id ? message : item)) }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
}

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSellerMessageBody }) => messagesApi.update(id, body),
    onSuccess: ({ contactMessage }) => storeMessage(queryClient, contactMessage),
  });
}

export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => messagesApi.reply(id, body),
    onSuccess: ({ contactMessage }) => storeMessage(queryClient, contactMessage),
  });
}
