import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from . import config, models, sampler, schedules, train, utils


def main():
    cfg = config.Config()
    rng = np.random.default_rng(cfg.seed)
    key = utils.seed_everything(cfg.seed)
    mkey, key = jax.random.split(key)
    model = models.Denoiser(cfg.data_dim, cfg.width, cfg.depth, cfg.time_features, mkey)
    print(f"{utils.count_params(eqx.filter(model, eqx.is_array))} parameters")
    optimizer = train.make_optimizer(cfg.lr)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    table = jnp.asarray(schedules.make_table(cfg.train_timesteps))
    logger = utils.MetricLogger(prefix="train ")

    for step in range(cfg.train_steps):
        key, sub = jax.random.split(key)
        x0 = jnp.asarray(train.two_moons(rng, cfg.batch_size))
        model, opt_state, loss = train.train_step(model, opt_state, x0, table, sub, optimizer)
        logger.update(step, {"loss": loss})

    key, sub = jax.random.split(key)
    samples, norms = sampler.sample(
        model, sub, cfg.num_samples, cfg.data_dim, cfg.sample_steps, cfg.eta
    )
    print("sample mean", np.asarray(samples.mean(0)).round(3), "final norm", float(norms[-1]))


if __name__ == "__main__":
    main()
