import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def create_state(model, key, lr=3e-3, warmup=20, total=200):
    tokens = jnp.zeros((1, model.max_len), jnp.int32)
    params = jax.jit(model.init)(key, tokens)["params"]
    sched = optax.warmup_cosine_decay_schedule(0.0, lr, warmup, total)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01))
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, tokens):
    inputs, targets = tokens[:, :-1], tokens[:, 1:]

    def loss_fn(params):
        logits = state.apply_fn({"params": params}, inputs)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, targets)
        return ce.mean(), jnp.mean(jnp.argmax(logits, -1) == targets)

    (loss, acc), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=grads), loss, acc
