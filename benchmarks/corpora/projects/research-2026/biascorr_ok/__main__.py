import sys

from . import config, data, models, train, utils


def main(argv):
    cfg = config.from_args(argv)
    dataset = data.low_rank_data(cfg)
    loader = data.Loader(dataset, cfg.batch_size, cfg.noise_std, seed=cfg.seed)
    model = models.DAE(cfg.widths, cfg.latent, cfg.dim, cfg.dropout)

    first = next(loader)
    state = train.init_state(cfg, model, utils.seed_everything(cfg.seed), first["noisy"])
    print(f"{utils.count_params(state.params)} parameters")
    logger = utils.MetricLogger(prefix="dae ")
    for i in range(cfg.steps):
        batch = first if i == 0 else next(loader)
        state, stats = train.train_step(state, batch, cfg.loss_beta)
        logger.update(i, stats)

    err = train.evaluate(state, next(loader))
    print(f"held-out reconstruction {float(err):.4f} after {int(state.step)} steps")
    print(f"weight norm {utils.tree_l2(utils.host_snapshot(state.params)):.3f}")


if __name__ == "__main__":
    main(sys.argv[1:])
