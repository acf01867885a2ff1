import functools

import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state


class Classifier(nn.Module):
    hidden: int = 64
    num_classes: int = 5
    dropout_rate: float = 0.2

    @nn.compact
    def __call__(self, x, train):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(rate=self.dropout_rate, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)


def compute_loss(state, params, batch, train, dropout_key):
    logits = state.apply_fn({"params": params}, batch["x"], train, rngs={"dropout": dropout_key})
    return optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"]).mean()


@functools.partial(jax.jit, static_argnames="train")
def train_step(state, batch, train, key):
    dropout_key = jax.random.fold_in(key, state.step)
    grad_fn = jax.value_and_grad(lambda p: compute_loss(state, p, batch, train, dropout_key))
    loss, grads = grad_fn(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    model = Classifier()
    x = jax.random.normal(jax.random.key(0), (32, 12))
    batch = {"x": x, "y": jax.random.randint(jax.random.key(1), (32,), 0, 5)}
    variables = model.init(jax.random.key(2), x, train=False)
    state = train_state.TrainState.create(
        apply_fn=model.apply, params=variables["params"], tx=optax.adam(1e-3)
    )
    key = jax.random.key(3)
    for _ in range(3):
        state, loss = train_step(state, batch, True, key)
    print("step", int(state.step), "loss", float(loss))


if __name__ == "__main__":
    main()
