import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def create_state(model, cfg, tcfg, rng):
    tokens = jnp.zeros((1, cfg.max_len), jnp.int32)
    params = model.init(rng, tokens, jnp.ones_like(tokens))["params"]
    tx = optax.adamw(tcfg.learning_rate)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def loss_fn(params, state, batch, tcfg):
    logits = state.apply_fn(
        {"params": params}, batch["tokens"], batch["mask"], causal=tcfg.causal
    )
    labels = optax.smooth_labels(
        jax.nn.one_hot(batch["label"], logits.shape[-1]), tcfg.label_smoothing
    )
    return optax.softmax_cross_entropy(logits, labels).mean()


@jax.jit
def train_step(state, batch, tcfg):
    loss, grads = jax.value_and_grad(loss_fn)(state.params, state, batch, tcfg)
    return state.apply_gradients(grads=grads), loss
