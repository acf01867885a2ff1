"""TrainState that also carries the BatchNorm running statistics."""

from typing import Any

import optax
from flax.training import train_state


class TrainState(train_state.TrainState):
    batch_stats: Any = None


def create_state(key, model, sample, learning_rate=1e-2):
    variables = model.init(key, sample, train=False)
    return TrainState.create(
        apply_fn=model.apply,
        params=variables["params"],
        tx=optax.adam(learning_rate),
        batch_stats=variables["batch_stats"],
    )
