import equinox as eqx
import numpy as np

from . import config, data, models, train, utils


def main():
    hp = config.Hparams()
    rng = np.random.default_rng(hp.seed)
    model = models.DeepSets(hp, utils.seed_everything(hp.seed))
    optim = train.build_optimizer(hp.lr)
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
    print(f"{utils.count_params(eqx.filter(model, eqx.is_inexact_array))} parameters")
    logger = utils.MetricLogger(prefix="deepsets ")
    for step in range(hp.steps):
        points, mask, target = data.sample_sets(rng, hp)
        if step == 0:
            print(data.describe(mask))
        points, mask = data.augment(rng, points, mask)
        model, opt_state, loss = train.train_step(model, opt_state, optim, points, mask, target)
        logger.update(step, {"loss": loss})
    print("average loss", logger.averages()["loss"])
    points, mask, target = data.sample_sets(rng, hp)
    print("invariance", train.check_invariance(model, rng, points, mask, target, data.augment))


if __name__ == "__main__":
    main()
