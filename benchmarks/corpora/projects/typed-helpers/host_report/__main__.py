from __future__ import annotations

import jax

from .model import Classifier
from .report import summarize
from .steps import create_state, train_step


def main() -> None:
    key = jax.random.PRNGKey(0)
    k_init, k_x, k_y = jax.random.split(key, 3)
    x = jax.random.normal(k_x, (32, 6))
    y = jax.random.randint(k_y, (32,), 0, 4)
    state = create_state(k_init, Classifier(), d_in=6, lr=1e-2)
    for step in range(3):
        state, loss, logits = train_step(state, x, y)
        print(step, summarize(loss, logits, y))


if __name__ == "__main__":
    main()
