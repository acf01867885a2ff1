from simclr.models.encoder import MLPEncoder, ProjectionHead, batch_embed, build_encoder

__all__ = ["MLPEncoder", "ProjectionHead", "batch_embed", "build_encoder"]
