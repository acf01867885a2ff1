import jax
import jax.numpy as jnp
import numpy as np
import optax

from diffsampler_ok import data
from diffsampler_ok.config import get_config
from diffsampler_ok.models import EpsNet
from diffsampler_ok.sampler import AncestralSampler
from diffsampler_ok.sample import sample
from diffsampler_ok.schedules import NoiseSchedule


def make_train_step(model, schedule, tx):
    @jax.jit
    def train_step(params, opt_state, x0, key):
        k1, k2 = jax.random.split(key)
        t = jax.random.randint(k1, (x0.shape[0],), 0, schedule.T)
        noise = jax.random.normal(k2, x0.shape)

        def loss_fn(p):
            xt = schedule.q_sample(x0, t, noise)
            eps = model.apply(p, xt, t)
            return jnp.mean((eps - noise) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


def main():
    cfg = get_config()
    rng = np.random.default_rng(cfg.seed)
    dataset = data.make_moons(rng, 4096)
    it = data.batches(rng, dataset, cfg.batch_size)

    schedule = NoiseSchedule(cfg)
    model = EpsNet(hidden=cfg.hidden, time_dim=cfg.time_dim)
    key = jax.random.PRNGKey(cfg.seed)
    key, init_key = jax.random.split(key)
    params = model.init(init_key, jnp.zeros((1, 2)), jnp.zeros((1,), jnp.int32))
    tx = optax.adam(cfg.lr)
    opt_state = tx.init(params)
    train_step = make_train_step(model, schedule, tx)

    for step in range(cfg.train_steps):
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, jnp.asarray(next(it)), sub)
        if step % cfg.log_every == 0:
            print(f"step {step:4d}  loss {float(loss):.4f}")

    sampler = AncestralSampler(model, schedule)
    key, sub = jax.random.split(key)
    xs = sample(sampler, params, sub, cfg.num_samples)
    xs = np.asarray(xs)
    print("sample mean", xs.mean(0), "std", xs.std(0))
    print("data   mean", dataset.mean(0), "std", dataset.std(0))
