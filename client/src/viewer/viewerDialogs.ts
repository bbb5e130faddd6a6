import { lazy } from 'react';

// The viewer's dialogs load when first opened: the scan's first paint on a phone's connection does not wait for
// their code (issue 16 point 17). The page shows them inside a Suspense with no fallback; a chunk loads in one trip.

export const ShortcutsDialog = lazy(() =>
  import('./ShortcutsDialog').then((module) => ({ default: module.ShortcutsDialog })),
);
export const ShareDialog = lazy(() =>
  import('../components/share/ShareDialog').then((module) => ({ default: module.ShareDialog })),
);
export const DownloadDialog = lazy(() =>
  import('./download/DownloadDialog').then((module) => ({ default: module.DownloadDialog })),
);
export const ReportIssueDialog = lazy(() =>
  import('../components/feedback/ReportIssueDialog').then((module) => ({ default: module.ReportIssueDialog })),
);
export const BrowseDialog = lazy(() =>
  import('../components/browse/BrowseDialog').then((module) => ({ default: module.BrowseDialog })),
);
/** 'Manage this image', for staff who manage images only. */
export const ManageImageDialog = lazy(() =>
  import('./manage/ManageImageDialog').then((module) => ({ default: module.ManageImageDialog })),
);
/** Shown by the scan when the caller may not view it (ScanViewer). */
export const AccessDialog = lazy(() =>
  import('../components/verify/AccessDialog').then((module) => ({ default: module.AccessDialog })),
);
