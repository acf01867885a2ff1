import equinox as eqx
import jax
import jax.numpy as jnp

from .metrics import global_norm


def make_train_step(optimizer, latent_l2):
    def loss_fn(model, x):
        x_hat, z = jax.vmap(model)(x)
        loss = jnp.mean((x_hat - x) ** 2)
        if latent_l2 > 0:
            loss = loss + latent_l2 * jnp.mean(z ** 2)
        return loss

    @eqx.filter_jit
    def train_step(model, opt_state, x):
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x)
        gnorm = global_norm(grads)
        params = eqx.filter(model, eqx.is_array)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        finite = jnp.isfinite(gnorm)
        updates = jax.tree.map(lambda u: jnp.where(finite, u, jnp.zeros_like(u)), updates)
        model = eqx.apply_updates(model, updates)
        return model, opt_state, {"loss": loss, "grad_norm": gnorm}

    return train_step


@eqx.filter_jit
def reconstruct(model, x):
    x_hat, _ = jax.vmap(model)(x)
    return x_hat
