"""One jitted epoch = lax.scan over pre-stacked batches."""
import jax
import jax.numpy as jnp
import optax
from jax import lax

from . import model as model_lib


def make_train_epoch(model, tx):
    def loss_fn(params, batch):
        apply = jax.vmap(model.apply, in_axes=(None, 0, 0))
        mel, log_dur, frame_mask = apply(params, batch["phonemes"], batch["durations"])
        mel_loss = model_lib.masked_mean((mel - batch["mel"]) ** 2, frame_mask)
        target = jnp.log(batch["durations"].astype(jnp.float32) + 1.0)
        dur_loss = model_lib.masked_mean((log_dur - target) ** 2, model_lib.phone_mask(batch["phonemes"]))
        return mel_loss + dur_loss

    def step(carry, batch):
        params, opt_state = carry
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        updates, opt_state = tx.update(grads, opt_state, params)
        return (optax.apply_updates(params, updates), opt_state), loss

    @jax.jit
    def train_epoch(params, opt_state, batches):
        (params, opt_state), losses = lax.scan(step, (params, opt_state), batches)
        return params, opt_state, losses

    return train_epoch
