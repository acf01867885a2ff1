import jax

from . import model, rules


def make_train_step(tx, cfg):
    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(model.mse_loss)(params, batch)
        params, opt_state, gnorm = rules.clipped_update(params, grads, opt_state, tx, cfg)
        return params, opt_state, {"loss": loss, "grad_norm": gnorm}

    return jax.jit(train_step)


def make_dataset(key, n, dim):
    kx, kn = jax.random.split(key)
    x = jax.random.uniform(kx, (n, dim), minval=-2.0, maxval=2.0)
    y = jax.numpy.sin(x.sum(axis=1, keepdims=True)) + 0.05 * jax.random.normal(kn, (n, 1))
    return x, y
