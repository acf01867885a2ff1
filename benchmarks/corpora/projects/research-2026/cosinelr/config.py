from types import SimpleNamespace


def get_config():
    return SimpleNamespace(
        seed=3,
        in_dim=1,
        out_dim=1,
        widths=[64, 64, 64],
        n_train=512,
        batch_size=64,
        peak_lr=2e-3,
        lr_floor=1e-5,
        warmup_steps=50,
        total_steps=1000,
        weight_decay=1e-4,
        clip_norm=1.0,
        num_steps=2,
    )
