/** The `<script type="application/json">` holding the query cache a server-rendered page was rendered with. */
export const EMBEDDED_STATE_ID = 'souk-state';
