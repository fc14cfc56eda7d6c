// The image routes' paths, apart from the schemas: the editor names them before it loads any validator (decision 111).
export const projectImagesPath = (projectId: string) => `/api/projects/${projectId}/images`
export const projectImagePath = (projectId: string, imageId: string) => `${projectImagesPath(projectId)}/${imageId}`
