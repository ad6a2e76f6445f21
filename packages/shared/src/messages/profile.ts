/** Texts of the profile page, its details form and its photo (SPEC: Profile, Validation rules). */
export const PROFILE_MESSAGES = {
  photoTooLarge: 'File size exceeds 1.5MB. Please upload a smaller file.',
  noFileSelected: 'No file selected',
  uploadFailed: 'Failed to upload file. Please try again after some times',
  // Texts of our own where the specification leaves the server's words open.
  dobInFuture: 'Date of birth cannot be later than today',
  remindersOn: 'We will remind you the day before each trip',
  remindersOff: 'No more reminders before your trips',
  tooYoung: 'You must be at least 18 years old',
  onlyImages: 'Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded',
} as const;
