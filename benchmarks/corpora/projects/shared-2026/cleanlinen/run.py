from . import analysis, config, data, evaluate, state, train


def main():
    cfg = config.Config()
    x, y = data.make(cfg)
    print("plan", analysis.width_plan(cfg), analysis.smoothed_targets(cfg.classes, 0.2)[0])
    st = state.create(cfg, x[:1])
    for epoch in range(cfg.epochs):
        for xb, yb in data.batches(x, y, cfg.batch):
            st, loss = train.step(st, xb, yb)
        print("epoch", epoch, "loss", float(loss), "steps", int(st.step), "per epoch", st.epoch_len)
    print({k: float(v) for k, v in evaluate.evaluate(st, x, y).items()})
    print("sweep", analysis.smoothing_sweep(st, x, y))
    print({k: round(float(v), 4) for k, v in analysis.eval_and_margin(st, x, y).items()})
