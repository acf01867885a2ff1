import jax
import jax.numpy as jnp
import optax

from .config import Config
from .data import batches
from .losses import denoising_loss
from .model import ScoreMLP
from .sampler import make_ddim_sampler
from .schedules import linear_beta_schedule


def make_train_step(model, schedule, tx, T):
    @jax.jit
    def train_step(params, opt_state, x0, key):
        loss, grads = jax.value_and_grad(denoising_loss)(params, model, schedule, x0, key, T)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


def main():
    cfg = Config()
    key = jax.random.PRNGKey(cfg.seed)
    k_init, k_data, k_train, k_sample = jax.random.split(key, 4)

    schedule = linear_beta_schedule(cfg.T, cfg.beta_start, cfg.beta_end)
    model = ScoreMLP(hidden=cfg.hidden, emb_dim=cfg.emb_dim)
    params = jax.jit(model.init)(k_init, jnp.zeros((1, 2)), jnp.zeros((1,), dtype=jnp.int32))
    tx = optax.adam(cfg.lr)
    opt_state = tx.init(params)
    train_step = make_train_step(model, schedule, tx, cfg.T)

    data_iter = batches(k_data, cfg.batch_size)
    for step in range(cfg.train_steps):
        k_train, sub = jax.random.split(k_train)
        params, opt_state, loss = train_step(params, opt_state, next(data_iter), sub)
        print(f"step {step}: loss {float(loss):.4f}")

    sample = make_ddim_sampler(model, schedule, cfg.T)
    x_T = jax.random.normal(k_sample, (cfg.num_samples, 2))
    x0 = sample(params, x_T, cfg.sample_steps)
    print("samples:", x0.shape, "mean", jnp.round(x0.mean(0), 3), "std", jnp.round(x0.std(0), 3))
