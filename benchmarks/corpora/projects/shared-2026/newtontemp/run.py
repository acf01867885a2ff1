import jax

from . import calibrate, config, metrics, model, smoothing, sweep, train


def main():
    x = jax.random.normal(jax.random.PRNGKey(0), (config.N, config.FEATURES))
    labels = jax.numpy.argmax(x[:, : config.CLASSES], axis=-1)
    t0 = calibrate.temperature(smoothing.one_hot_scores(0, config.CLASSES), config.TARGET_ENTROPY)
    print("temperature", float(t0), "effective classes", metrics.effective_classes(config.TARGET_ENTROPY))
    print("table", sweep.eager_table(config.CLASSES), "max", sweep.max_entropy(config.CLASSES))
    print("grid", sweep.temperature_grid(jax.numpy.array([0.5, 0.9]), n_classes=config.CLASSES))
    params = model.init(jax.random.PRNGKey(1), config.FEATURES, config.CLASSES)
    opt_state = train.OPT.init(params)
    for _ in range(config.STEPS):
        params, opt_state, loss = train.step(params, opt_state, x, labels, config.CLASSES)
    print("loss", float(loss), "acc", metrics.accuracy(model.logits(params, x), labels))
    print("blend", sweep.blend(loss, 1.0))
