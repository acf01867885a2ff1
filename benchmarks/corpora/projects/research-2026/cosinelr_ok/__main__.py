import jax
import numpy as np

from . import config, data, models, optim, schedules, train


def main():
    cfg = config.get_config()
    x, y = data.make_regression(cfg)
    stream = data.minibatches(x, y, cfg.batch_size, np.random.default_rng(cfg.seed))
    params = models.init_mlp(jax.random.PRNGKey(cfg.seed), [cfg.in_dim, *cfg.widths, cfg.out_dim])
    print(f"{models.num_params(params)} parameters")

    tx, sched = optim.build_optimizer(cfg)
    print("lr preview", schedules.preview(sched, [0, cfg.warmup_steps // 2, cfg.warmup_steps, cfg.total_steps]))
    opt_state = tx.init(params)
    print(optim.describe(opt_state))
    train_step = train.make_train_step(tx)

    history = []
    for step in range(cfg.num_steps):
        xb, yb = next(stream)
        params, opt_state, loss, gnorm = train_step(params, opt_state, xb, yb)
        history.append({"loss": float(loss), "gnorm": float(gnorm)})
        print(f"step {step} loss {float(loss):.4f} |g| {float(gnorm):.3f}")

    print("summary", train.fit_summary(history))
    print("layer norms", [round(v, 3) for v in models.layer_norms(params)])
    print(f"final mse {train.evaluate_chunks(params, x, y):.4f}")
    xs = data.grid(in_dim=cfg.in_dim)
    pred = np.asarray(models.apply_mlp(params, xs))
    print(f"grid prediction range [{pred.min():.3f}, {pred.max():.3f}]")


if __name__ == "__main__":
    main()
