import type { SiteKey } from '@exchange/sites/types';

export interface SeedBusinessTip {
  /** stable key: a tip seeded once is never added again */
  seedKey: string;
  siteKey: SiteKey;
  country: string | null;
  /** the demo account it is for (null: everyone matching site and country) */
  email: string | null;
  title: string;
  content: string;
  okButton: string;
  cancelButton: string;
  okButtonRouter: string;
  textLink: { key: string; link: string }[];
  noCloseButton: boolean;
}

/** Two business compliance tips (our own demo data): one closable for one account, one that cannot be closed for a region. */
export const SEED_BUSINESS_TIPS: readonly SeedBusinessTip[] = [
  {
    seedKey: 'business-annual-review',
    siteKey: 'main',
    country: null,
    email: 'business@demo.test',
    title: 'Annual business account review',
    content: '<p>Your company account is due for its annual review. Upload the updated company documents to keep using institutional services.</p>',
    okButton: 'Upload documents',
    cancelButton: 'Later',
    okButtonRouter: '/myaccount/kyc_home',
    textLink: [{ key: 'institutional services', link: '/institution' }],
    noCloseButton: false,
  },
  {
    seedKey: 'nl-account-closed',
    siteKey: 'main',
    country: 'NL',
    email: null,
    title: 'Your account is closed to trading',
    content:
      '<p>We no longer serve residents of the Netherlands. You keep your contractual claim to the assets held on 2 January 2024: log in to view them and withdraw them.</p>',
    okButton: 'Withdraw USDT',
    cancelButton: '',
    okButtonRouter: '/myaccount/withdraw/USDT',
    textLink: [],
    noCloseButton: true,
  },
];
