import jax
import optax

from . import schedule


def _step(params, opt_state, x0, key, apply_fn, tx, cfg):
    k_t, k_n = jax.random.split(key)
    t = jax.random.randint(k_t, (x0.shape[0],), 0, cfg.num_timesteps)
    noise = jax.random.normal(k_n, x0.shape)

    def loss_fn(p):
        pred = apply_fn({"params": p}, schedule.q_sample(x0, t, noise, cfg), t)
        return ((pred - noise) ** 2).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


train_step = jax.jit(_step, static_argnames=("apply_fn", "tx", "cfg"))


def fit(model, params, cfg, key):
    tx = optax.adam(cfg.lr)
    opt_state = tx.init(params)
    shape = (cfg.batch, cfg.image_size, cfg.image_size, 1)
    for i in range(cfg.steps):
        key, k_x, k_s = jax.random.split(key, 3)
        x0 = jax.random.uniform(k_x, shape, minval=-1.0, maxval=1.0)
        params, opt_state, loss = train_step(
            params, opt_state, x0, k_s, apply_fn=model.apply, tx=tx, cfg=cfg
        )
        print(f"step {i} loss {float(loss):.4f}")
    return params
