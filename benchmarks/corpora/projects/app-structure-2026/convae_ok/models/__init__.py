from convae_ok.models.autoencoder import AutoEncoder, Decoder, Encoder


def from_config(model_cfg):
    return AutoEncoder(
        features=tuple(model_cfg.features),
        latent_dim=model_cfg.latent_dim,
        num_blocks=model_cfg.num_blocks,
    )


__all__ = ["AutoEncoder", "Decoder", "Encoder", "from_config"]
