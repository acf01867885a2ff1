import jax

from . import analysis, config, data, evaluate, model, train


def main():
    cfg = config.CONFIG
    images, y = data.make(jax.random.PRNGKey(0), cfg.batch, cfg.image)
    arrays, static = train.split_static(model.init(jax.random.PRNGKey(1), cfg))
    for _ in range(cfg.steps):
        arrays, loss = train.step(arrays, images, y, patch=cfg.patch, lr=cfg.lr, **static)
    loss, corr = evaluate.score(arrays, images, y, cfg.patch, static["n_patches"])
    print("loss", float(loss), "corr", float(corr), "norms", evaluate.feature_norms(images)[:3])
    print("patch sizes", analysis.patch_sizes(cfg.image), "energy", float(analysis.patch_energy(images, patch=cfg.patch)))
    print("eager pool", analysis.eager_pool(images, cfg.image).shape)
    print("twice", analysis.score_twice(arrays, images, y, cfg.patch, static["n_patches"]))
