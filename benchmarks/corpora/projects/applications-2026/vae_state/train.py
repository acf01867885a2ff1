import jax
import jax.numpy as jnp
import numpy as np
import optax

from .data import bars_dataset, epoch_iter
from .models import VAE
from .state import VAEState


def elbo_loss(params, state, x, key):
    logits, mean, logvar = state.apply_fn({"params": params}, x, key)
    rec = optax.sigmoid_binary_cross_entropy(logits, x).sum(-1).mean()
    kl = -0.5 * jnp.sum(1 + logvar - mean ** 2 - jnp.exp(logvar), axis=-1).mean()
    return rec + state.beta * kl, (rec, kl)


@jax.jit
def train_step(state, x, key):
    (loss, (rec, kl)), grads = jax.value_and_grad(elbo_loss, has_aux=True)(state.params, state, x, key)
    return state.apply_gradients(grads=grads), {"loss": loss, "rec": rec, "kl": kl}


def train(args):
    data = bars_dataset(256)
    model = VAE(latent_dim=args.latent_dim)
    key = jax.random.key(0)
    params = model.init(key, data[:1], key)["params"]
    state = VAEState.create(apply_fn=model.apply, params=params, tx=optax.adam(3e-3),
                            latent_dim=args.latent_dim, beta=args.beta)
    rng = np.random.default_rng(0)
    for epoch in range(args.epochs):
        logs = []
        for x in epoch_iter(data, args.batch_size, rng):
            key, sub = jax.random.split(key)
            state, m = train_step(state, x, sub)
            logs.append(m)
        print("epoch %d  loss %.2f  rec %.2f  kl %.2f" % (
            epoch, *(np.mean([float(l[k]) for l in logs]) for k in ("loss", "rec", "kl"))))
    return state
