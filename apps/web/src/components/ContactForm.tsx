import { Alert, Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiPut, errorMessage } from '../api/client';

const CONFIRMATION_MS = 2000;

/** The feedback form: a required suggestion, an optional email and an optional tool. */
export function ContactForm({ onSent }: { onSent?: () => void }) {
  const [feedback, setFeedback] = useState('');
  const [email, setEmail] = useState('');
  const [toolInfo, setToolInfo] = useState('');
  const [sent, setSent] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      apiPut('AddFeedback', { email: email.trim(), toolInfo: toolInfo.trim(), feedback: feedback.trim() }),
    onSuccess: () => {
      setFeedback('');
      setEmail('');
      setToolInfo('');
      setSent(true);
    },
  });
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      onSent?.();
    }, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [sent, onSent]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (feedback.trim()) send.mutate();
      }}
    >
      <Stack gap="sm">
        <Textarea
          label="Suggestion"
          required
          autosize
          minRows={4}
          maxLength={4000}
          value={feedback}
          onChange={(e) => setFeedback(e.currentTarget.value)}
        />
        <TextInput
          label="Email (optional)"
          type="email"
          maxLength={200}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <TextInput
          label="Relevant tool (optional)"
          maxLength={200}
          value={toolInfo}
          onChange={(e) => setToolInfo(e.currentTarget.value)}
        />
        {send.isError && (
          <Alert color="red" role="alert">
            {errorMessage(send.error)}
          </Alert>
        )}
        {sent && (
          <Text c="green" role="status">
            Feedback submitted!
          </Text>
        )}
        <Button type="submit" loading={send.isPending} disabled={!feedback.trim()}>
          Send
        </Button>
      </Stack>
    </form>
  );
}
