/** A network a page can be shared to: its button label and the share address the page address is appended to. */
export interface ShareNetwork {
  id: string;
  label: string;
  shareUrl: string;
}

/**
 * The social network and the microblog network of the share dialog (accounts spec §2). They are only
 * opened by the user's click: nothing from them loads with the page.
 */
export const SHARE_NETWORKS: readonly ShareNetwork[] = [
  { id: 'facebook', label: 'Facebook', shareUrl: 'https://www.facebook.com/sharer/sharer.php?u=' },
  { id: 'x', label: 'X (Twitter)', shareUrl: 'https://twitter.com/intent/tweet?url=' },
];

/** The window name of every share pop-up, and its size (accounts spec §9: 640 by 480). */
export const SHARE_WINDOW_NAME = 'FOLD3SHARE';
export const SHARE_WINDOW_FEATURES =
  'width=640,height=480,menubar=no,toolbar=no,location=yes,resizable=yes,scrollbars=yes';

let shareWindow: Window | null = null;

/**
 * Closes any share window opened before, then opens the network's share address with the page address
 * appended, in a 640 by 480 pop-up named FOLD3SHARE.
 */
export function openShareWindow(network: ShareNetwork, pageUrl: string): Window | null {
  if (shareWindow && !shareWindow.closed) shareWindow.close();
  // The pop-up keeps its opener: a browser stops letting a page close a window it has disowned (`opener = null`), and
  // the window only ever shows the two networks' own share pages (docs/decisions/website.md "Share pop-up").
  shareWindow = window.open(network.shareUrl + encodeURIComponent(pageUrl), SHARE_WINDOW_NAME, SHARE_WINDOW_FEATURES);
  return shareWindow;
}
