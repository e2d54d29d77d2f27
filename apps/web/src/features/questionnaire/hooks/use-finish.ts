import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { appState } from '../../../lib/app-state.ts';
import { useCurrentUser } from '../../auth/api/current-user.ts';
import type { QuestionnaireKind } from '../storage.ts';

/**
 * The last step of every questionnaire (journey-and-accounts §4): a signed-in visitor goes
 * straight to the results route with appState LOADING; anyone else gets the sign-in modal,
 * which continues to the same route once they are registered or signed in.
 */
export function useFinish(kind: QuestionnaireKind) {
  const { isLoggedIn } = useCurrentUser();
  const navigate = useNavigate();
  const [modalOpen, setModalOpen] = useState(false);
  const target = kind === 'unknown' ? ROUTES.yourDestinationPlan : ROUTES.yourPlan;

  const goToResults = () => {
    appState.set('LOADING');
    setModalOpen(false);
    navigate(target);
  };

  return {
    finish: () => (isLoggedIn ? goToResults() : setModalOpen(true)),
    modal: { open: modalOpen, onOpenChange: setModalOpen, onAuthenticated: goToResults },
  };
}
