import jax
import numpy as np
import optax

from . import evaluate, losses, model
from .data import VOCAB, counting_sequences

HPARAMS = {"lr": 0.05, "steps": 60, "batch": 16}

optimizer = optax.adam(HPARAMS["lr"])


@jax.jit
def update(params, opt_state, tokens):
    loss, grads = jax.value_and_grad(losses.masked_xent)(params, tokens)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), VOCAB)
    opt_state = optimizer.init(params)
    for step in range(HPARAMS["steps"]):
        params, opt_state, loss = update(params, opt_state, counting_sequences(rng, HPARAMS["batch"]))
        if step % 20 == 0 or step == HPARAMS["steps"] - 1:
            print(f"step {step} masked xent {float(loss):.3f}")
    test = counting_sequences(np.random.default_rng(1), 64)
    print("held-out next-token accuracy", float(evaluate.next_token_accuracy(params, test)))
    print("greedy from 5:", evaluate.greedy_continue(params, 5, 8))
