/**
 * Every field and detail message the API can answer, by a stable key with its English text.
 * The key is the Lingui id: translations live in ./locales/{es,en,pt}/messages.po, which the
 * back-office and the API (emails, English texts on the wire) both load. A schema names its
 * message by key (`v.nonEmpty(MESSAGES.nameRequired.id)`); parameters such as a maximum length
 * come with the issue (see issues.ts). The `i18n` comments let `lingui extract` find them.
 */
export const MESSAGES = {
  required: /*i18n*/ { id: 'field.required', message: 'This field is required' },
  invalid: /*i18n*/ { id: 'field.invalid', message: 'Invalid value' },
  tooLong: /*i18n*/ { id: 'field.too_long', message: 'At most {max} characters' },
  tooMany: /*i18n*/ { id: 'field.too_many', message: 'Choose at most {max}' },
  tooSmall: /*i18n*/ { id: 'field.too_small', message: 'Must be at least {min}' },
  tooLarge: /*i18n*/ { id: 'field.too_large', message: 'Must be at most {max}' },
  notInteger: /*i18n*/ { id: 'field.not_integer', message: 'Must be a whole number' },
  controlCharacters: /*i18n*/ {
    id: 'text.control_characters',
    message: 'Contains characters that are not allowed',
  },
  lineBreaks: /*i18n*/ { id: 'text.line_breaks', message: 'Must be a single line' },
  invalidId: /*i18n*/ { id: 'id.invalid', message: 'Invalid id' },
  emailRequired: /*i18n*/ { id: 'email.required', message: 'Email is required' },
  emailTooLong: /*i18n*/ { id: 'email.too_long', message: 'Email is too long' },
  emailInvalid: /*i18n*/ { id: 'email.invalid', message: 'Email must be valid' },
  emailTakenByUser: /*i18n*/ { id: 'email.taken_by_user', message: 'A user with this email already exists' },
  emailTakenBySignup: /*i18n*/ {
    id: 'email.taken_by_signup',
    message: 'A signup request or user with this email already exists',
  },
  inactiveUser: /*i18n*/ { id: 'user.inactive', message: 'Inactive user' },
  passwordRequired: /*i18n*/ { id: 'password.required', message: 'Password is required' },
  passwordPolicy: /*i18n*/ {
    id: 'password.policy',
    message:
      'Password must be {min} to {max} characters with a lowercase letter, an uppercase letter, a digit and a special character',
  },
  passwordMismatch: /*i18n*/ { id: 'password.mismatch', message: 'Password confirmation does not match' },
  tokenRequired: /*i18n*/ { id: 'reset_token.required', message: 'The password reset link is incomplete' },
  urlScheme: /*i18n*/ { id: 'url.scheme', message: 'Invalid URL (missing http(s))' },
  urlTrailingSlash: /*i18n*/ { id: 'url.trailing_slash', message: 'Invalid URL (missing trailing slash)' },
  urlMalformed: /*i18n*/ { id: 'url.malformed', message: 'Invalid URL' },
  nameRequired: /*i18n*/ { id: 'name.required', message: 'Name is required' },
  firstNameRequired: /*i18n*/ { id: 'first_name.required', message: 'First name is required' },
  lastNameRequired: /*i18n*/ { id: 'last_name.required', message: 'Last name is required' },
  idNumberRequired: /*i18n*/ { id: 'id_number.required', message: 'Id number is required' },
  countryRequired: /*i18n*/ { id: 'country.required', message: 'Country is required' },
  phoneRequired: /*i18n*/ { id: 'phone.required', message: 'Phone is required' },
  cityRequired: /*i18n*/ { id: 'city.required', message: 'City is required' },
  zipCodeRequired: /*i18n*/ { id: 'zip_code.required', message: 'Zip code is required' },
  messageRequired: /*i18n*/ { id: 'message.required', message: 'Message is required' },
  acceptTerms: /*i18n*/ { id: 'terms.required', message: 'You must accept the terms' },
  subjectsRequired: /*i18n*/ { id: 'subjects.required', message: 'Choose at least one subject' },
  officeRequired: /*i18n*/ {
    id: 'signup_office.required',
    message: 'Choose your office or give the name of a new one',
  },
  unknownOffice: /*i18n*/ { id: 'office.unknown', message: 'Unknown office' },
  officeNotFound: /*i18n*/ {
    id: 'signup_office.not_found',
    message: 'No office has exactly this name: pick it from the list, or tick “My office is not listed”',
  },
  officeNameShared: /*i18n*/ {
    id: 'signup_office.name_shared',
    message: 'Several offices have this name: ask your office’s user manager to create your account',
  },
  signupReviewed: /*i18n*/ {
    id: 'signup.already_reviewed',
    message: 'This request has already been reviewed',
  },
  subjectCodeFormat: /*i18n*/ {
    id: 'subject_code.format',
    message: 'Code must be 2 to 60 lowercase letters, digits or _',
  },
  subjectCodeTaken: /*i18n*/ { id: 'subject_code.taken', message: 'A subject with this code already exists' },
  unknownSubject: /*i18n*/ { id: 'subject.unknown', message: 'Unknown subject' },
  subjectMoveIntoItself: /*i18n*/ {
    id: 'subject.move_into_itself',
    message: 'A subject cannot move under itself or one of its descendants',
  },
  unknownTimeZone: /*i18n*/ { id: 'time_zone.unknown', message: 'Unknown time zone' },
  unknownArea: /*i18n*/ { id: 'area.unknown', message: 'Unknown area' },
  unknownRole: /*i18n*/ { id: 'role.unknown', message: 'Unknown role' },
  roleRequired: /*i18n*/ { id: 'role.required', message: 'Choose at least one role' },
  fileRequired: /*i18n*/ { id: 'file.required', message: 'A file is required' },
  avatarInvalid: /*i18n*/ {
    id: 'avatar.invalid',
    message: 'Avatar should be .png or .jpg and not larger than 2 MB',
  },
  logoInvalid: /*i18n*/ {
    id: 'logo.invalid',
    message: 'Logo should be .png, .jpg or .webp and not larger than 2 MB',
  },
  newsImageInvalid: /*i18n*/ {
    id: 'news_image.invalid',
    message: 'Image should be .png, .jpg or .webp and not larger than 5 MB',
  },
  unknownLanguage: /*i18n*/ { id: 'language.unknown', message: 'Unknown language' },
  unknownPlatform: /*i18n*/ { id: 'platform.unknown', message: 'Unknown platform' },
  unknownStatus: /*i18n*/ { id: 'status.unknown', message: 'Unknown status' },
  unknownOrigin: /*i18n*/ { id: 'origin.unknown', message: 'Unknown origin' },
  booleanInvalid: /*i18n*/ { id: 'boolean.invalid', message: 'Must be true or false' },
  sortInvalid: /*i18n*/ { id: 'sort.invalid', message: 'Sort by latest or oldest' },
  listedTwice: /*i18n*/ { id: 'list.duplicate', message: 'Listed twice' },
  dateInvalid: /*i18n*/ { id: 'date.invalid', message: 'Please select a valid date and time' },
  dateOrder: /*i18n*/ { id: 'date.order', message: "From date can't be greater than To date" },
  dateFuture: /*i18n*/ { id: 'date.future', message: 'Choose a date and time still to come' },
  calendarRangeTooLong: /*i18n*/ { id: 'calendar.range_too_long', message: 'Choose at most 400 days' },
  dateAfterPublishing: /*i18n*/ {
    id: 'date.after_publishing',
    message: 'The website must show it until after it is published',
  },
  dateRangeRequired: /*i18n*/ {
    id: 'date.range_required',
    message: 'Publish date range is mandatory for active news',
  },
  titleRequired: /*i18n*/ { id: 'title.required', message: 'Title is required' },
  authorRequired: /*i18n*/ { id: 'author.required', message: 'Author is required' },
  summaryRequired: /*i18n*/ { id: 'summary.required', message: 'Summary is required' },
  summaryTooManyWords: /*i18n*/ { id: 'summary.too_many_words', message: 'At most 250 words' },
  languagesRequired: /*i18n*/ { id: 'languages.required', message: 'Select at least one language' },
  areasRequired: /*i18n*/ { id: 'areas.required', message: 'Select at least one area' },
  keywordsRequired: /*i18n*/ { id: 'keywords.required', message: 'Add at least one SEO keyword' },
  keywordEmpty: /*i18n*/ { id: 'keyword.empty', message: 'A keyword cannot be empty' },
  imageRequired: /*i18n*/ { id: 'image.required', message: 'Image is required' },
  imageUnavailable: /*i18n*/ { id: 'image.unavailable', message: 'This image is not available' },
  versionMissing: /*i18n*/ { id: 'version.missing', message: 'Write and save this version first' },
  contentRequired: /*i18n*/ { id: 'content.required', message: 'Content is required' },
  commentRequired: /*i18n*/ { id: 'comment.required', message: 'Comment is required' },
  revisionInvalid: /*i18n*/ { id: 'revision.invalid', message: 'Invalid revision' },
  previewVersionInvalid: /*i18n*/ {
    id: 'preview.version_invalid',
    message: "The version must be 'current' or a revision number",
  },
  xTooLong: /*i18n*/ { id: 'x.too_long', message: 'At most 280 characters on X (a link counts as 23)' },
  linkedinTooLong: /*i18n*/ { id: 'linkedin.too_long', message: 'At most 3000 characters on LinkedIn' },
  facebookTooLong: /*i18n*/ { id: 'facebook.too_long', message: 'At most 63206 characters on Facebook' },
  socialReturnPage: /*i18n*/ {
    id: 'social.return_page',
    message: "Only Gaceta's own return page for this network is accepted",
  },
  aiNoText: /*i18n*/ { id: 'ai.no_text', message: 'There is no text to process' },
  aiSelectOneWord: /*i18n*/ { id: 'ai.select_one_word', message: 'Select one word' },
  aiSelectWords: /*i18n*/ { id: 'ai.select_words', message: 'Select at least one word' },
  aiNoSynonyms: /*i18n*/ { id: 'ai.no_synonyms', message: 'No synonyms found' },
  aiVersionsRequired: /*i18n*/ { id: 'ai.versions_required', message: 'Choose at least one version' },
  aiPromptTooShort: /*i18n*/ {
    id: 'ai.prompt_too_short',
    message: 'The prompt needs at least 10 characters',
  },
  aiPdfOnly: /*i18n*/ { id: 'ai.pdf_only', message: 'Only PDF files of at most 10 MB can be imported' },
  aiPdfUnreadable: /*i18n*/ { id: 'ai.pdf_unreadable', message: 'The PDF could not be read' },
  aiPdfTooComplex: /*i18n*/ {
    id: 'ai.pdf_too_complex',
    message: 'The PDF is too complex to read: save it again as a simpler PDF, or paste its text',
  },
  aiNoArticle: /*i18n*/ { id: 'ai.no_article', message: 'No article text was found in the source' },
  colorRequired: /*i18n*/ { id: 'color.required', message: 'Colour is required' },
  colorInvalid: /*i18n*/ {
    id: 'color.invalid',
    message: 'Enter a colour as # and six hexadecimal digits, such as #1a365d',
  },
  fontFamilyRequired: /*i18n*/ { id: 'font_family.required', message: 'Font family is required' },
  fontFamilyInvalid: /*i18n*/ {
    id: 'font_family.invalid',
    message: 'Font names separated by commas: letters, digits, spaces, quotes and hyphens only',
  },
  fontWeightRequired: /*i18n*/ { id: 'font_weight.required', message: 'Choose a font weight' },
  headerRequired: /*i18n*/ { id: 'header.required', message: 'Header is required' },
  footerRequired: /*i18n*/ { id: 'footer.required', message: 'Footer is required' },
  // The website statistics' CSV headers, as the screen's table names its columns.
  csvDay: /*i18n*/ { id: 'csv.day', message: 'Day' },
  csvMonth: /*i18n*/ { id: 'csv.month', message: 'Month' },
  csvViews: /*i18n*/ { id: 'csv.views', message: 'Views' },
  csvVisitors: /*i18n*/ { id: 'csv.visitors', message: 'Visitors' },
  csvImpressions: /*i18n*/ { id: 'csv.impressions', message: 'Impressions' },
  csvShares: /*i18n*/ { id: 'csv.shares', message: 'Shares' },
  csvTitle: /*i18n*/ { id: 'csv.title', message: 'Title' },
  csvSharesOn: /*i18n*/ { id: 'csv.shares_on', message: 'Shares on {network}' },
  csvAuthor: /*i18n*/ { id: 'csv.author', message: 'Author' },
  csvSubject: /*i18n*/ { id: 'csv.subject', message: 'Subject' },
  csvNewsCount: /*i18n*/ { id: 'csv.news_count', message: 'News items' },
  csvNoAuthor: /*i18n*/ { id: 'csv.no_author', message: 'No author' },
  csvNoSubject: /*i18n*/ { id: 'csv.no_subject', message: 'No subject' },
  // The scorecards' figure columns: channel, measure and, for some, the network.
  csvFigure: /*i18n*/ { id: 'csv.figure', message: '{channel}: {measure}' },
  csvFigureOn: /*i18n*/ { id: 'csv.figure_on', message: '{channel}: {measure} ({network})' },
  csvChannelWeb: /*i18n*/ { id: 'csv.channel.web', message: 'Website' },
  csvChannelNewsletter: /*i18n*/ { id: 'csv.channel.newsletter', message: 'Newsletter' },
  csvChannelSocial: /*i18n*/ { id: 'csv.channel.social', message: 'Social networks' },
  csvOpens: /*i18n*/ { id: 'csv.opens', message: 'Opens' },
  csvClicks: /*i18n*/ { id: 'csv.clicks', message: 'Clicks' },
  csvBounced: /*i18n*/ { id: 'csv.bounced', message: 'Bounced' },
  csvUnsubscribed: /*i18n*/ { id: 'csv.unsubscribed', message: 'Unsubscribed' },
  csvLikes: /*i18n*/ { id: 'csv.likes', message: 'Likes' },
  csvComments: /*i18n*/ { id: 'csv.comments', message: 'Comments' },
  csvPosts: /*i18n*/ { id: 'csv.posts', message: 'Posts' },
  // The social posts' CSV (a line per post).
  csvPublishedAt: /*i18n*/ { id: 'csv.social.published_at', message: 'Published' },
  csvNetwork: /*i18n*/ { id: 'csv.social.network', message: 'Network' },
  csvPostText: /*i18n*/ { id: 'csv.social.text', message: 'Text' },
  csvEngagementRate: /*i18n*/ { id: 'csv.social.engagement_rate', message: 'Engagement rate (%)' },
  csvPostLink: /*i18n*/ { id: 'csv.social.link', message: 'Post' },
  csvPostRemoved: /*i18n*/ { id: 'csv.social.removed', message: 'Post removed' },
  // The provider's statistics across offices (a line per office).
  csvOffice: /*i18n*/ { id: 'csv.admin.office', message: 'Office' },
  csvOfficeId: /*i18n*/ { id: 'csv.admin.office_id', message: 'Office id' },
  csvWebViews: /*i18n*/ { id: 'csv.admin.web_views', message: 'Website views' },
  csvWebVisitors: /*i18n*/ { id: 'csv.admin.web_visitors', message: 'Website visitors' },
  csvWebImpressions: /*i18n*/ { id: 'csv.admin.web_impressions', message: 'Widget impressions' },
  csvWebShares: /*i18n*/ { id: 'csv.admin.web_shares', message: 'Share clicks' },
  csvNewsletterSent: /*i18n*/ { id: 'csv.admin.newsletter_sent', message: 'Newsletter emails sent' },
  csvNewsletterDelivered: /*i18n*/ {
    id: 'csv.admin.newsletter_delivered',
    message: 'Newsletter emails delivered',
  },
  csvNewsletterOpened: /*i18n*/ { id: 'csv.admin.newsletter_opened', message: 'Newsletter emails opened' },
  csvNewsletterClicked: /*i18n*/ { id: 'csv.admin.newsletter_clicked', message: 'Newsletter emails clicked' },
  csvSocialLikes: /*i18n*/ { id: 'csv.admin.social_likes', message: 'Social likes' },
  csvSocialComments: /*i18n*/ { id: 'csv.admin.social_comments', message: 'Social comments' },
  csvSocialShares: /*i18n*/ { id: 'csv.admin.social_shares', message: 'Social shares' },
  stockCredit: /*i18n*/ { id: 'image.stock_credit', message: 'Photo: {photographer} ({provider})' },
  // What a successful action answers (MessageResponse), in the request's language.
  doneSignedOut: /*i18n*/ { id: 'done.signed_out', message: 'Signed out' },
  doneSignedOutEverywhere: /*i18n*/ {
    id: 'done.signed_out_everywhere',
    message: 'Signed out on every device',
  },
  doneResetEmailSent: /*i18n*/ {
    id: 'done.reset_email_sent',
    message: 'If an account exists for this email, we have sent it a link to reset the password',
  },
  donePasswordUpdated: /*i18n*/ { id: 'done.password_updated', message: 'Your password has been updated' },
  doneResetTokenUsable: /*i18n*/ {
    id: 'done.reset_token_usable',
    message: 'The password reset link can be used',
  },
  doneInformationReceived: /*i18n*/ {
    id: 'done.information_received',
    message: 'Thank you, we will contact you soon',
  },
  doneSignupReceived: /*i18n*/ {
    id: 'done.signup_received',
    message: 'Your request has been received; we will write to you once it has been reviewed',
  },
  doneSignupRejected: /*i18n*/ {
    id: 'done.signup_rejected',
    message: 'The request has been rejected and the applicant informed',
  },
  doneUserDeleted: /*i18n*/ { id: 'done.user_deleted', message: 'User deleted' },
  doneInvitationSent: /*i18n*/ {
    id: 'done.invitation_sent',
    message: 'The invitation is on its way: the link to choose a password works once, for seven days',
  },
  invitationAccepted: /*i18n*/ {
    id: 'invitation.accepted',
    message: 'This user has already chosen a password',
  },
  doneNewsDeleted: /*i18n*/ { id: 'done.news_deleted', message: 'News deleted' },
  doneSubjectDeleted: /*i18n*/ { id: 'done.subject_deleted', message: 'Subject deleted' },
  // Newsletter settings: senders, configuration, email quota.
  senderCodeRequired: /*i18n*/ { id: 'sender_code.required', message: 'Code is required' },
  senderCodeInvalid: /*i18n*/ { id: 'sender_code.invalid', message: 'Code not valid' },
  senderCodeExpired: /*i18n*/ {
    id: 'sender_code.expired',
    message: 'The code has expired: ask for a new one',
  },
  senderCodeExhausted: /*i18n*/ {
    id: 'sender_code.attempts_exhausted',
    message: 'Too many wrong codes: ask for a new one',
  },
  senderAlreadyVerified: /*i18n*/ {
    id: 'sender.already_verified',
    message: 'This address is already verified',
  },
  senderNotVerified: /*i18n*/ {
    id: 'sender.not_verified',
    message: 'Choose a verified sender of this office',
  },
  senderInUse: /*i18n*/ {
    id: 'sender.in_use',
    message:
      'The automatic newsletter is sent from this address: choose another sender or turn automatic sending off first',
  },
  autoPublishNeedsSender: /*i18n*/ {
    id: 'newsletter.auto_publish_needs_sender',
    message: 'Automatic sending needs a verified sender: add one and enter the code it received',
  },
  sendingDaysRequired: /*i18n*/ {
    id: 'newsletter.sending_days_required',
    message: 'Choose at least one sending day',
  },
  timeFormat: /*i18n*/ { id: 'time.format', message: 'Enter a time as HH:MM' },
  timeRangeOrder: /*i18n*/ {
    id: 'newsletter.time_range_order',
    message: 'The end of the time range must be after its start',
  },
  emailPackageUnknown: /*i18n*/ {
    id: 'email_package.unknown',
    message: 'Choose one of the offered packages',
  },
  emailPackagePending: /*i18n*/ {
    id: 'email_package.pending',
    message: "A request is already waiting for the provider's answer",
  },
  emailPackageReviewed: /*i18n*/ {
    id: 'email_package.already_reviewed',
    message: 'This request has already been reviewed',
  },
  doneSenderDeleted: /*i18n*/ { id: 'done.sender_deleted', message: 'Sender deleted' },
  // Newsletter recipients: import lines, and what their actions answer.
  importInvalidEmail: /*i18n*/ { id: 'import.invalid_email', message: 'Invalid email at line {line}' },
  importMissingEmail: /*i18n*/ { id: 'import.missing_email', message: 'Missing email at line {line}' },
  importInvalidName: /*i18n*/ {
    id: 'import.invalid_name',
    message: 'Invalid name at line {line}: at most 100 characters, on one line',
  },
  importStopped: /*i18n*/ {
    id: 'import.stopped',
    message: 'This address unsubscribed or bounced: an import does not subscribe it again',
  },
  importSuppressed: /*i18n*/ {
    id: 'import.suppressed',
    message: 'This address was erased on request: an import does not add it again',
  },
  recipientExists: /*i18n*/ {
    id: 'recipient.exists',
    message: 'A recipient with this email already exists',
  },
  doneRecipientDeleted: /*i18n*/ { id: 'done.recipient_deleted', message: 'Recipient deleted' },
  doneRecipientErased: /*i18n*/ {
    id: 'done.recipient_erased',
    message: 'Recipient erased; the address will not be added again',
  },
  doneSubscriptionRequested: /*i18n*/ {
    id: 'done.subscription_requested',
    message: 'Thank you! We have sent you an email: open its link to confirm your subscription',
  },
  // Newsletter campaigns
  campaignDeleted: /*i18n*/ { id: 'done.newsletter_campaign_deleted', message: 'Newsletter deleted' },
  calendarFeedRevoked: /*i18n*/ {
    id: 'done.calendar_feed_revoked',
    message: 'Calendar feed revoked: its address no longer works',
  },
  doneTestQueued: /*i18n*/ {
    id: 'done.newsletter_test_queued',
    message: 'The test is on its way; it usually arrives within a minute',
  },
  testAddressNotAllowed: /*i18n*/ {
    id: 'newsletter_test.address',
    message: 'A test goes to your own address or to a verified sender of the office',
  },
  itemNotFound: /*i18n*/ { id: 'newsletter_item.not_found', message: 'This office has no such news item' },
  itemInPreparation: /*i18n*/ {
    id: 'newsletter_item.in_preparation',
    message: 'It is still in preparation: a newsletter carries news ready to publish or published',
  },
  itemPublishing: /*i18n*/ {
    id: 'newsletter_item.publishing',
    message: 'It is being published right now: try again when that is done',
  },
  itemNotPublished: /*i18n*/ {
    id: 'newsletter_item.not_published',
    message: 'It is not published now (withdrawn, or its publishing failed): publish it again first',
  },
  csvRecipientEmail: /*i18n*/ { id: 'csv.newsletter.email', message: 'Email' },
  csvRecipientStatus: /*i18n*/ { id: 'csv.newsletter.status', message: 'Status' },
  csvRecipientSentAt: /*i18n*/ { id: 'csv.newsletter.sent_at', message: 'Sent at' },
  csvRecipientOpened: /*i18n*/ { id: 'csv.newsletter.opened', message: 'Opened' },
  csvRecipientClicked: /*i18n*/ { id: 'csv.newsletter.clicked', message: 'Clicked' },
  csvRecipientError: /*i18n*/ { id: 'csv.newsletter.error', message: 'Error' },
  csvCampaignStartedAt: /*i18n*/ { id: 'csv.newsletter.started_at', message: 'Sending started' },
  csvCampaignKind: /*i18n*/ { id: 'csv.newsletter.kind', message: 'Kind' },
  csvCampaignNews: /*i18n*/ { id: 'csv.newsletter.news', message: 'News' },
  csvCampaignSent: /*i18n*/ { id: 'csv.newsletter.sent', message: 'Sent' },
  csvCampaignDelivered: /*i18n*/ { id: 'csv.newsletter.delivered', message: 'Delivered' },
  csvCampaignSubject: /*i18n*/ { id: 'csv.newsletter.subject', message: 'Subject' },
  csvOpenRate: /*i18n*/ { id: 'csv.newsletter.open_rate', message: 'Open rate (%)' },
  csvClickRate: /*i18n*/ { id: 'csv.newsletter.click_rate', message: 'Click rate (%)' },
  csvYes: /*i18n*/ { id: 'csv.yes', message: 'yes' },
  csvNo: /*i18n*/ { id: 'csv.no', message: 'no' },
  csvRecipientName: /*i18n*/ { id: 'csv.newsletter.name', message: 'Name' },
  csvInterestScore: /*i18n*/ { id: 'csv.interests.score', message: 'Score' },
  csvInterestOpens: /*i18n*/ { id: 'csv.interests.opens', message: 'Newsletters opened' },
  csvInterestClicks: /*i18n*/ { id: 'csv.interests.clicks', message: 'Articles clicked' },
  csvInterestLastAt: /*i18n*/ { id: 'csv.interests.last_at', message: 'Last engagement' },
  csvInterestArticles: /*i18n*/ { id: 'csv.interests.articles', message: 'Articles' },
  // The recipients' CSV (GET /v1/newsletter/recipients.csv): its headers and what its cells say.
  csvRecipientActive: /*i18n*/ { id: 'csv.recipients.active', message: 'Active' },
  csvRecipientLanguage: /*i18n*/ { id: 'csv.recipients.language', message: 'Language' },
  csvRecipientOfficeLanguage: /*i18n*/ {
    id: 'csv.recipients.office_language',
    message: "{language} (the office's)",
  },
  csvRecipientSubjects: /*i18n*/ { id: 'csv.recipients.subjects', message: 'Subjects followed' },
  csvRecipientAllSubjects: /*i18n*/ { id: 'csv.recipients.all_subjects', message: 'All' },
  csvRecipientConsentSource: /*i18n*/ {
    id: 'csv.recipients.consent_source',
    message: 'Consent given through',
  },
  csvRecipientConsentAt: /*i18n*/ { id: 'csv.recipients.consent_at', message: 'Consent given on' },
  csvRecipientConfirmedAt: /*i18n*/ { id: 'csv.recipients.confirmed_at', message: 'Confirmed on' },
  csvRecipientUnsubscribedAt: /*i18n*/ { id: 'csv.recipients.unsubscribed_at', message: 'Unsubscribed on' },
  csvRecipientCreatedAt: /*i18n*/ { id: 'csv.recipients.created_at', message: 'Added on' },
  // A recipient's status, a consent's source, a message's status and a campaign's kind, as CSVs write them.
  recipientSubscribed: /*i18n*/ { id: 'recipient_status.subscribed', message: 'Subscribed' },
  recipientPending: /*i18n*/ { id: 'recipient_status.pending', message: 'Awaiting confirmation' },
  recipientUnsubscribed: /*i18n*/ { id: 'recipient_status.unsubscribed', message: 'Unsubscribed' },
  recipientBounced: /*i18n*/ { id: 'recipient_status.bounced', message: 'Bounced' },
  recipientComplained: /*i18n*/ { id: 'recipient_status.complained', message: 'Marked as spam' },
  consentBackOffice: /*i18n*/ { id: 'consent_source.back_office', message: 'Added by the office' },
  consentImport: /*i18n*/ { id: 'consent_source.import', message: 'Import' },
  consentWebsite: /*i18n*/ { id: 'consent_source.website', message: 'Website form' },
  consentWordpress: /*i18n*/ { id: 'consent_source.wordpress', message: 'WordPress form' },
  deliveryPending: /*i18n*/ { id: 'delivery_status.pending', message: 'Waiting' },
  deliverySending: /*i18n*/ { id: 'delivery_status.sending', message: 'Sending' },
  deliverySent: /*i18n*/ { id: 'delivery_status.sent', message: 'Message sent' },
  deliveryFailed: /*i18n*/ { id: 'delivery_status.failed', message: 'Error' },
  deliveryUnknown: /*i18n*/ { id: 'delivery_status.unknown', message: 'Unknown' },
  deliveryBounced: /*i18n*/ { id: 'delivery_status.bounced', message: 'Bounced' },
  deliveryUnsubscribed: /*i18n*/ { id: 'delivery_status.unsubscribed', message: 'Subscription cancelled' },
  campaignAuto: /*i18n*/ { id: 'campaign_kind.auto', message: 'Automatic newsletter' },
  campaignCustom: /*i18n*/ { id: 'campaign_kind.custom', message: 'Custom newsletter' },
  campaignSingle: /*i18n*/ { id: 'campaign_kind.single', message: 'Single news item' },
} as const;

type Messages = typeof MESSAGES;
export type MessageKey = Messages[keyof Messages]['id'];
export type MessageParams = Record<string, string | number>;

/** One message about a field: its key, its parameters and its English text (for other API clients). */
export interface FieldMessage {
  key: MessageKey;
  message: string;
  params?: MessageParams;
}

const ENGLISH = new Map<string, string>(Object.values(MESSAGES).map(({ id, message }) => [id, message]));

export const MESSAGE_KEYS = [...ENGLISH.keys()] as MessageKey[];

export function isMessageKey(value: string): value is MessageKey {
  return ENGLISH.has(value);
}

/** The English text of a key with its parameters, as the catalogs' source locale words it. */
export function englishMessage(key: MessageKey, params: MessageParams = {}): string {
  const text = ENGLISH.get(key) ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function fieldMessage(key: MessageKey, params?: MessageParams): FieldMessage {
  return { key, message: englishMessage(key, params), ...(params ? { params } : {}) };
}

/** A successful action's message (a `done.*` entry of MESSAGES), answered as a MessageResponse. */
export type Done = Extract<Messages[keyof Messages], { id: `done.${string}` }>;
