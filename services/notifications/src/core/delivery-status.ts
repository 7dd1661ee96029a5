/** queued → sending → sent; a failed attempt goes back to queued until the attempts run out (failed). */
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed';
