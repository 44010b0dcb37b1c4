import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Alert, Button, Text, Textarea } from '@mantine/core';
import type { FormFailure } from '../../lib/form-checks.ts';
import forms from '../panel/forms.module.css';
import { PanelCard } from '../panel/panel-page.tsx';
import { ConfirmStep } from './ops-parts.tsx';
import ops from './wallet-ops.module.css';

/** What a money review's action answers (confirm a receipt, approve a withdrawal, or reject either). */
export interface ReviewActionData<Decision extends string> {
  /** The decision to confirm (first step), with what was typed. */
  confirm?: Decision;
  done?: Decision;
  intent?: Decision;
  values?: Record<string, string>;
  failure?: FormFailure;
}

/**
 * The decision part of a review page: while the request is pending and the manager may decide, the decision forms
 * (`children`), or, once one was sent, its second step (ConfirmStep: the question, yes or back); once decided before,
 * a line saying so. A reject is asked in red, any other decision in green.
 */
export function ReviewDecision<Decision extends string>({
  result,
  pending,
  mayDecide = true,
  step,
  cancelTo,
  reviewedBefore,
  children,
}: {
  result: ReviewActionData<Decision> | undefined;
  pending: boolean;
  mayDecide?: boolean;
  /** The second step's title, question and "yes" for the decision sent. */
  step: (decision: Decision) => { title: string; question: string; yes: string };
  /** Where "back" goes: the review page itself. */
  cancelTo: string;
  reviewedBefore: string;
  children: ReactNode;
}) {
  if (pending && mayDecide && result?.confirm) {
    const decision = result.confirm;
    return (
      <ConfirmStep
        {...step(decision)}
        intent={decision}
        values={result.values ?? {}}
        color={decision === 'reject' ? 'red' : 'green'}
        cancelTo={cancelTo}
      />
    );
  }
  if (pending && mayDecide) return children;
  if (pending || result?.done) return null;
  return (
    <Text c="dimmed" mb="md">
      {reviewedBefore}
    </Text>
  );
}

/**
 * One decision's card: a form that posts `intent` with its fields (checked by the action, so the messages are the
 * page's language), and its button: green to go ahead, red to reject. `warning` stands above the form.
 */
export function DecisionForm({
  title,
  intent,
  submit,
  warning,
  children,
}: {
  title: string;
  intent: string;
  submit: string;
  warning?: string | false;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const reject = intent === 'reject';
  return (
    <PanelCard title={title}>
      {warning && (
        <Alert color="orange" variant="light" className={ops.warning}>
          {warning}
        </Alert>
      )}
      <Form method="post" noValidate className={forms.stack}>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div className={forms.actions}>
          <Button
            type="submit"
            color={reject ? 'red' : 'green'}
            variant={reject ? 'light' : undefined}
            loading={sending}
          >
            {submit}
          </Button>
        </div>
      </Form>
    </PanelCard>
  );
}

/** The reject decision: the message the requester reads, required; what was typed comes back with a refusal. */
export function RejectForm({
  title,
  label,
  submit,
  result,
}: {
  title: string;
  label: string;
  submit: string;
  result: ReviewActionData<string> | undefined;
}) {
  const typed = result?.intent === 'reject';
  return (
    <DecisionForm title={title} intent="reject" submit={submit}>
      <Textarea
        name="message"
        label={label}
        defaultValue={typed ? result.values?.message : undefined}
        error={typed ? result.failure?.fields.message : undefined}
        autosize
        minRows={3}
        maxLength={500}
        required
      />
    </DecisionForm>
  );
}
