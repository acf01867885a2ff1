import collections

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from multitask.models import build_model
from multitask.tasks import multitask_loss


class MultiTaskTrainer:
    def __init__(self, hp):
        self.hp = hp
        self.model = build_model(hp)
        self._train_step = jax.jit(self.train_step)
        self.history = collections.defaultdict(list)

    def create_state(self, key):
        params = jax.jit(self.model.init)(key, jnp.zeros((1, self.hp.input_dim)))["params"]
        return train_state.TrainState.create(
            apply_fn=self.model.apply, params=params, tx=optax.adam(self.hp.learning_rate)
        )

    def train_step(self, state, batch):
        def loss_fn(params):
            outputs = state.apply_fn({"params": params}, batch["x"])
            return multitask_loss(outputs, batch, self.hp)

        (weighted, raw), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=grads), {"weighted": weighted, "raw": raw}

    def fit(self, state, batches):
        for step in range(1, self.hp.steps + 1):
            batch = next(batches)
            state, metrics = self._train_step(state, batch)
            task_name = self.hp.task_names[int(batch["task"])]
            self.history[task_name].append(float(metrics["raw"]))
            if step % self.hp.log_every == 0:
                recent = {k: np.mean(v[-5:]) for k, v in self.history.items()}
                print(f"step {step:3d} " + " ".join(f"{k}={v:.4f}" for k, v in recent.items()))
        return state

    def evaluate(self, state, data):
        outputs = self.model.apply({"params": state.params}, data["x"])
        acc = float(jnp.mean(jnp.argmax(outputs["classify"], -1) == data["label"]))
        mse = float(jnp.mean((outputs["regress"] - data["target"]) ** 2))
        return {"accuracy": acc, "mse": mse}
