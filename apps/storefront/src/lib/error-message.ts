// the text of a failed call: the server's message or the spec §8 fallback, as every front end shows it
export { errorText as errorMessage } from '@souk/core';
