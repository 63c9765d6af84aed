import { StreamTicket } from '@app/contracts';
import { api } from './http.ts';

/** The live stream's ticket: an EventSource sends no headers, so a signed-in tab asks for one first. */
export const streamApi = {
  ticket: () => api.post('stream/ticket/', undefined, { schema: StreamTicket, silent: true }),
};
