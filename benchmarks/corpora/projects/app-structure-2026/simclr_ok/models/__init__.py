from simclr_ok.models.encoder import MLPEncoder, ProjectionHead, batch_embed, build_encoder

__all__ = ["MLPEncoder", "ProjectionHead", "batch_embed", "build_encoder"]
