import { useQueryClient } from '@tanstack/react-query';
import { kitchenLiveEvents, useLiveEvents } from '@/features/live/public';
import { KITCHEN_KEY } from '../api/get-tickets';

/** Any order change on the kitchen's live stream: the tickets, the recall list and the pass are read again. */
export function useKitchenLive(): void {
  const queryClient = useQueryClient();
  useLiveEvents(() => {
    void queryClient.invalidateQueries({ queryKey: KITCHEN_KEY });
  }, kitchenLiveEvents);
}
