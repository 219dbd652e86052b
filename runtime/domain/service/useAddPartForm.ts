import { useState, type FormEvent } from 'react';
import { partQuantityProblem } from './serviceRules';
import { usePartsCartActions } from './usePartsCart';

/**
 * The state of one part's "quantity and Add to cart" form, wherever a part is offered (the parts
 * search's detail, a knowledge article): the typed quantity, its problem by the parts rule, the
 * write (addPartToQuote) and how many the last successful add put in the cart. A refused add
 * leaves what was typed.
 */
export function useAddPartForm(itemId: string, initialQty = 1) {
  const { addPart } = usePartsCartActions();
  const [qty, setQty] = useState(String(initialQty));
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = partQuantityProblem(qty);
    setProblem(reason);
    setAdded(null);
    if (reason) return;
    const amount = Number(qty.trim());
    addPart.mutate({ itemId, qty: amount }, { onSuccess: () => setAdded(amount) });
  };
  return {
    qty,
    setQty,
    problem,
    /** The quantity the last add put in the cart; null while none (or while the next is pending). */
    added: addPart.isPending ? null : added,
    submit,
    mutation: addPart,
  };
}
