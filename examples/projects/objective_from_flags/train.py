"""The training step, jitted, with the objective the flags name."""

import jax

from objective_from_flags.registry import OBJECTIVES, REPORTS


class Trainer:
    def __init__(self, args):
        self.objective = OBJECTIVES[args.objective]
        self.report = REPORTS[args.report]
        self.lr = args.lr
        self.step = jax.jit(self._step)

    def _step(self, w, x1, x2):
        loss, grad = jax.value_and_grad(lambda w: self.objective(x1 @ w, x2 @ w))(w)
        return w - self.lr * grad, loss
