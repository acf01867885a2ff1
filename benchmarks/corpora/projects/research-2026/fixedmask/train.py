import jax
import jax.numpy as jnp
import numpy as np
import optax

from . import masks, models, utils


def synth_batch(rng, batch, sensors, window):
    t = np.arange(window)[None, None, :]
    freq = rng.uniform(0.1, 0.5, size=(batch, sensors, 1))
    phase = rng.uniform(0, 2 * np.pi, size=(batch, sensors, 1))
    x = np.sin(freq * t + phase) + 0.1 * rng.normal(size=(batch, sensors, window))
    return x.astype(np.float32)


def make_step(tx):
    @utils.jit_static("sensor_keep")
    def step(params, opt_state, x, time_mask, sensor_keep):
        keep = jnp.asarray(sensor_keep, dtype=x.dtype)[None, :, None]
        visible = x * keep * time_mask[None, None, :]

        def loss_fn(p):
            rec = models.reconstruct(p, visible)
            hidden = 1.0 - keep * time_mask[None, None, :]
            err = (rec - x) ** 2 * hidden
            return jnp.sum(err) / jnp.maximum(jnp.sum(hidden) * x.shape[0], 1.0)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, {"loss": loss}

    return step


def fit(cfg):
    rng = np.random.default_rng(cfg.seed)
    params = models.init(jax.random.PRNGKey(cfg.seed), cfg.num_sensors, cfg.window, cfg.hidden)
    tx = optax.adam(cfg.lr)
    opt_state = tx.init(params)
    step = make_step(tx)
    keep = masks.sensor_mask(cfg.num_sensors, cfg.mask_sensors)
    timer = utils.Timer()
    running = utils.RunningMean()
    print(f"params: {utils.tree_size(params)}; {masks.describe(keep)}")
    for i in range(cfg.steps):
        x = synth_batch(rng, cfg.batch_size, cfg.num_sensors, cfg.window)
        tm = masks.random_time_mask(rng, cfg.window)
        params, opt_state, logs = step(params, opt_state, x, tm, sensor_keep=keep)
        running.update(logs)
        print(f"step {i} {utils.fmt(logs)} ({timer.lap():.2f}s)")
    print("mean over run:", utils.fmt(running.result()))
    return params


def evaluate(params, cfg, num_batches=2):
    rng = np.random.default_rng(cfg.seed + 1000)
    keep = masks.sensor_mask(cfg.num_sensors, cfg.mask_sensors)
    errs = []
    for _ in range(num_batches):
        x = synth_batch(rng, cfg.batch_size, cfg.num_sensors, cfg.window)
        errs.append(models.per_sensor_error(params, x, keep))
    err = np.mean(errs, axis=0)
    hidden = [i for i in range(cfg.num_sensors) if i in cfg.mask_sensors]
    return {"masked": float(err[hidden].mean()), "visible": float(np.delete(err, hidden).mean())}
