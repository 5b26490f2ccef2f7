/** The attributes that name the scanner's parts, shared by its markup and its enhancement. */
export const scannerParts = {
  start: 'data-scanner-start',
  stop: 'data-scanner-stop',
  video: 'data-scanner-video',
  status: 'data-scanner-status',
} as const;
