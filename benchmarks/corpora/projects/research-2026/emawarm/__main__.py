import jax

from . import config, data, ema, models, train, utils


def main():
    cfg = config.get_config()
    x, y = data.make_dataset(cfg)
    (x_tr, y_tr), (x_te, y_te) = data.split(x, y)
    batches = data.iterate_batches(x_tr, y_tr, cfg.batch_size, seed=cfg.seed)

    model = models.build_model(cfg)
    rng = utils.seed_everything(cfg.seed)
    state = train.create_train_state(cfg, model, rng, x_tr[: cfg.batch_size])
    print(f"model has {utils.count_params(state.params)} parameters")
    train_step = train.make_train_step(cfg)
    eval_step = train.make_eval_step()
    logger = utils.MetricLogger(prefix="train ", every=cfg.log_every)

    for step in range(cfg.num_steps):
        state, metrics = train_step(state, next(batches))
        logger.update(step, metrics)

    drift = ema.param_distance(state.params, state.ema_params)
    test = eval_step(state, {"x": x_te, "y": y_te})
    snapshot = utils.host_snapshot(state.ema_params)
    print(f"ema drift {float(drift):.4f}  test acc {float(test['acc']):.3f}")
    print(f"ema weight norm {utils.tree_l2(snapshot):.3f}  averages {logger.averages()}")


if __name__ == "__main__":
    main()
