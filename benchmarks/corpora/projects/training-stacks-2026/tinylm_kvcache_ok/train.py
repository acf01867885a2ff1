import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def create_state(model, tx, rng, seq_len):
    params = jax.jit(model.init)(rng, jnp.zeros((1, seq_len), jnp.int32))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, batch, dropout_rng):
    inputs, targets = batch[:, :-1], batch[:, 1:]

    def loss_fn(params):
        logits = state.apply_fn({"params": params}, inputs, train=True,
                                rngs={"dropout": dropout_rng})
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, targets)
        return loss.mean(), logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = jnp.mean(jnp.argmax(logits, -1) == targets)
    return state.apply_gradients(grads=grads), {"loss": loss, "accuracy": acc}
