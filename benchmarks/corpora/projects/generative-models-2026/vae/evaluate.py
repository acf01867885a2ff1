import functools

import numpy as np
import jax
import jax.numpy as jnp

from .losses import bernoulli_nll, gaussian_kl


@functools.partial(jax.jit, static_argnames=("apply_fn",))
def eval_elbo(apply_fn, params, batch):
    logits, mean, logvar = apply_fn({"params": params}, batch, train=False)
    return -(bernoulli_nll(logits, batch) + gaussian_kl(mean, logvar))


def evaluate(state, data, batch_size=128):
    scores = []
    for start in range(0, data.shape[0], batch_size):
        scores.append(np.asarray(eval_elbo(state.apply_fn, state.params,
                                           data[start:start + batch_size])))
    scores = np.concatenate(scores)
    return float(scores.mean()), float(np.percentile(scores, 10))


def sample_images(model, params, key, n):
    z = jax.random.normal(key, (n, model.latent_dim))
    logits = model.apply({"params": params}, z, method=model.decode)
    return np.asarray(jax.nn.sigmoid(logits) > 0.5)
