import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { FormMessage, type Outcome } from '../shared/FormMessage';

export const CommunicationSection_account = graphql(`
  fragment CommunicationSection_account on Account {
    communicationSettings {
      newsletter
      offers
      memorialActivity
    }
  }
`);

const UpdateCommunicationSettingsMutation = graphql(`
  mutation UpdateCommunicationSettings($input: CommunicationSettingsInput!) {
    updateCommunicationSettings(input: $input) {
      account {
        userId
        ...CommunicationSection_account
      }
      userErrors { field message code }
    }
  }
`);

const settings = [
  { key: 'newsletter', label: 'News of new records and features' },
  { key: 'offers', label: 'Special offers on memberships' },
  { key: 'memorialActivity', label: 'Comments and corrections on my memorials' },
] as const;

export const SETTINGS_SAVED = 'Your email settings have been saved.';
export const SETTINGS_FAILED = 'We could not save your email settings. Please try again later.';

/** Which emails the member receives; each switch saves at once. */
export function CommunicationSection(props: { account: FragmentType<typeof CommunicationSection_account> }) {
  const { communicationSettings: current } = getFragmentData(CommunicationSection_account, props.account);
  const [update, { loading }] = useMutation(UpdateCommunicationSettingsMutation);
  const [message, setMessage] = useState<Outcome | null>(null);
  const id = useId();

  async function toggle(key: (typeof settings)[number]['key'], value: boolean) {
    setMessage(null);
    try {
      const { data } = await update({ variables: { input: { [key]: value } } });
      // A choice the service refuses is data: its message is written for the member.
      const refused = data?.updateCommunicationSettings.userErrors[0];
      setMessage(refused ? { ok: false, text: refused.message } : { ok: true, text: SETTINGS_SAVED });
    } catch {
      setMessage({ ok: false, text: SETTINGS_FAILED });
    }
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Email settings</h2>
      <fieldset className="account-form" disabled={loading}>
        <legend className="visually-hidden">Emails you receive</legend>
        {settings.map((s) => (
          <label key={s.key} className="account-form__check">
            <input type="checkbox" checked={current[s.key]} onChange={(e) => void toggle(s.key, e.target.checked)} />{' '}
            {s.label}
          </label>
        ))}
      </fieldset>
      <FormMessage outcome={message} />
    </section>
  );
}
